import { describe, expect, it } from 'vitest';
import { utcTimestampIso } from './relational-rows.ts';

describe('utcTimestampIso', () => {
  it('answers what Date answers for UTC timestamps as PostgreSQL writes them, in text and in JSON', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 2000; i++) {
      const at = new Date(Date.UTC(1 + Math.floor(random() * 9998), 0, 1) + random() * 365 * 86400000);
      const [day, time] = at.toISOString().slice(0, 19).split('T');
      const digits = String(Math.floor(random() * 1e6))
        .padStart(6, '0')
        .slice(0, Math.floor(random() * 7));
      const fraction = digits.replace(/0+$/, '') ? `.${digits.replace(/0+$/, '')}` : '';
      for (const text of [`${day} ${time}${fraction}+00`, `${day}T${time}${fraction}+00:00`])
        expect([text, utcTimestampIso(text)]).toEqual([text, new Date(text).toISOString()]);
    }
  });

  it('leaves other forms to Date', () => {
    for (const text of [
      '2026-11-24 21:05:58.12+01',
      '2026-11-24T20:05:58+00:30',
      '12026-11-24 20:05:58+00',
      '0044-03-15 12:00:00+00 BC',
      '2026-11-24 20:05:58.+00',
      'infinity',
    ])
      expect(utcTimestampIso(text)).toBeUndefined();
  });
});
