import {
  addVoice,
  blankVoice,
  codeLabelKey,
  scoringText as domainScoringText,
  voiceText as domainVoiceText,
} from '@fontes/domain';
import type { TFunction } from 'i18next';
import type { ListFieldDescriptor, ListItem } from '../../forms/fieldDescriptor.ts';
import { codeListOptions } from '../../forms/fieldPaths.ts';

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

const voiceLabel = (t: TFunction) => (code: string) => t(codeLabelKey('scoringCodes', code));

/** One voice as read: "2 × Violine", "Violine II". */
const voiceText = (voice: ListItem, t: TFunction) => domainVoiceText(voice, voiceLabel(t));

/** A scoring as read: "2 × Violine, Viola, Basso continuo". */
export const scoringText = (voices: readonly ListItem[], t: TFunction) =>
  domainScoringText(voices, voiceLabel(t));
