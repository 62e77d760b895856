import { addVoice, blankVoice, codeLabelKey, removeListItem } from '@fontes/domain';
import type { TFunction } from 'i18next';
import { codeListOptions, type ListFieldDescriptor, type ListItem } from '../../forms/fieldDescriptor.ts';

// A scoring (a score's or a part's voices), once for both, with the §4 rules: never an empty list.

interface VoiceRecord {
  id: number;
  voice: string;
  count: number;
}

/** The voices list field, labelled `labelKey`; `tab` places it in an entity's tabs. */
export function scoringField(labelKey: string, tab?: string): ListFieldDescriptor {
  return {
    name: 'voices',
    type: 'list',
    labelKey,
    itemLabelKey: 'Voice.item',
    tab,
    fields: [
      {
        name: 'voice',
        type: 'select',
        labelKey: 'Voice.fields.voice',
        required: true,
        ...codeListOptions('scoringCodes'),
      },
      { name: 'count', type: 'number', labelKey: 'Voice.fields.count', min: 1 },
    ],
    newItem: blankVoice,
    // §4: the last voice leaves one blank entry; adding one replaces a lone blank one.
    removeItem: (voices, index) => removeListItem(voices, index, blankVoice),
    addItem: (voices, voice) => addVoice(voices as { voice?: string }[], voice) as ListItem[],
    summary: (voice, t) => voiceText(voice, t),
    viewSummary: scoringText,
    inline: true,
  };
}

/** One voice as read: "2 × Violine". */
function voiceText(voice: ListItem, t: TFunction): string {
  if (!voice.voice) return '';
  const name = t(codeLabelKey('scoringCodes', String(voice.voice)));
  return Number(voice.count) > 1 ? `${voice.count} × ${name}` : name;
}

/** A scoring as read: "2 × Violine, Viola, Basso continuo". */
export function scoringText(voices: readonly ListItem[], t: TFunction): string {
  return voices
    .map((voice) => voiceText(voice, t))
    .filter(Boolean)
    .join(', ');
}

/** A saved scoring as the form holds it; a scoring always shows at least one (blank) voice. */
export function scoringFormValues(voices: readonly VoiceRecord[]) {
  const items = voices.map(({ id, voice, count }) => ({ id, voice, count, position: 1 }));
  return items.length ? items : [blankVoice()];
}
