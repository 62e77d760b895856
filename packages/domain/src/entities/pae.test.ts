import { describe, expect, it } from 'vitest';
import { cleanPae, parsePae } from './pae.ts';

const file = "@start:pae-file\n@clef:G-2\n@keysig:xF\n@timesig:3/4\n@data:'4C8DE{FG}/\n@end:pae-file";

describe('cleanPae', () => {
  it('removes the start header up to the data marker and the end trailer', () => {
    expect(cleanPae(file)).toBe("'4C8DE{FG}/");
  });

  it('removes line breaks, also inside the data', () => {
    expect(cleanPae("'4C8DE/\r\n4F2G/\n''4C")).toBe("'4C8DE/4F2G/''4C");
    expect(cleanPae("@clef:G-2\n@data:'4C8D\nE/\n@end:pae-file\n")).toBe("'4C8DE/");
  });

  it('takes the header form without start and end lines', () => {
    expect(cleanPae("@clef:C-1\n@keysig:bB\n@timesig:c\n@data:'2C4D")).toBe("'2C4D");
  });

  it('keeps a metre change inside the data', () => {
    expect(cleanPae("'4C8DE/@3/4 4F")).toBe("'4C8DE/@3/4 4F");
    expect(cleanPae("@clef:G-2\n'4C/\n@c 4D")).toBe("'4C/@c 4D");
  });

  it('leaves bare data as it is, beam groups at the start included', () => {
    expect(cleanPae(' {8ABC}4D/ ')).toBe('{8ABC}4D/');
    expect(cleanPae('')).toBe('');
    expect(cleanPae(null)).toBe('');
  });

  it('reads the data of the JSON form', () => {
    expect(cleanPae('{"clef":"G-2","keysig":"xF","timesig":"3/4","data":"\'4C8DE{FG}/"}')).toBe(
      "'4C8DE{FG}/",
    );
  });
});

describe('parsePae', () => {
  it('returns clef, key and time signature of the header', () => {
    expect(parsePae(file)).toEqual({
      clef: 'G-2',
      key_signature: 'xF',
      time_signature: '3/4',
      data: "'4C8DE{FG}/",
    });
    expect(parsePae('{"clef":"F-4","keysig":"","timesig":"c","data":"2C"}')).toEqual({
      clef: 'F-4',
      key_signature: null,
      time_signature: 'c',
      data: '2C',
    });
  });

  it('returns no header values for bare data', () => {
    expect(parsePae("'4C")).toEqual({ clef: null, key_signature: null, time_signature: null, data: "'4C" });
  });
});
