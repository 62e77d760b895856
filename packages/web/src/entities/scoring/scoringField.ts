import { addVoice, blankVoice, codeLabelKey, voiceName } from '@fontes/domain';
import type { TFunction } from 'i18next';
import { codeListOptions, type ListFieldDescriptor, type ListItem } from '../../forms/fieldDescriptor.ts';

// A scoring (a score's or a part's voices), once for both, with the §4 rules: never an empty list.

/** The voices list field; `tab` places it in an entity's tabs. Labelled as its record's `voices`. */
export function scoringField(tab?: string): ListFieldDescriptor {
  return {
    name: 'voices',
    type: 'list',
    entity: 'Voice',
    itemLabelKey: 'Voice.item',
    tab,
    fields: [
      { name: 'voice', type: 'select', required: true, ...codeListOptions('scoringCodes') },
      { name: 'count', type: 'number', min: 1 },
      { name: 'numbering', type: 'text' },
    ],
    newItem: blankVoice,
    // §4: the last voice leaves one blank entry; adding one replaces a lone blank one.
    keepsOne: true,
    addItem: (voices, voice) => addVoice(voices as { voice?: string }[], voice) as ListItem[],
    summary: (voice, t) => voiceText(voice, t),
    viewSummary: scoringText,
    inline: true,
  };
}

/** One voice as read: "2 × Violine", "Violine II". */
function voiceText(voice: ListItem, t: TFunction): string {
  if (!voice.voice) return '';
  const name = voiceName(
    t(codeLabelKey('scoringCodes', String(voice.voice))),
    voice.numbering as string | null,
  );
  return Number(voice.count) > 1 ? `${voice.count} × ${name}` : name;
}

/** A scoring as read: "2 × Violine, Viola, Basso continuo". */
export function scoringText(voices: readonly ListItem[], t: TFunction): string {
  return voices
    .map((voice) => voiceText(voice, t))
    .filter(Boolean)
    .join(', ');
}
