import { COMPOSITE_LEADER, compositeRules } from './composite-marc.ts';
import { type MarcRule, tagsOf } from './marc-fields.ts';
import { PERSON_LEADER, personRules } from './person-marc.ts';
import { PUBLICATION_LEADER, publicationRules } from './publication-marc.ts';
import { scoreRules } from './score-marc.ts';

// The mapping's documentation, rendered from the tables themselves (docs/marc.md holds it; a test keeps
// the two alike), so that what is documented is what is written and read.

type AnyRule = MarcRule<never, never>;

const readNote = (rule: AnyRule) =>
  rule.read === 'derived'
    ? 'written; follows from other fields'
    : rule.read
      ? 'both ways'
      : 'written; counted as not kept when read';

function table(title: string, leader: string, rules: ReadonlyArray<AnyRule>): string {
  const rows = rules.map(
    (rule) => `| ${tagsOf(rule).join(', ')} | ${rule.holds.replace(/\|/g, '\\|')} | ${readNote(rule)} |`,
  );
  return [
    `### ${title}`,
    '',
    `Leader: \`${leader}\``,
    '',
    '| tag | holds | direction |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

export function marcMappingMarkdown(): string {
  return [
    table(
      'Score',
      '00000ndm a2200000   4500 (c instead of d when every part is a print)',
      scoreRules as ReadonlyArray<AnyRule>,
    ),
    table('Person (authority record)', PERSON_LEADER, personRules as ReadonlyArray<AnyRule>),
    table('Publication', PUBLICATION_LEADER, publicationRules as ReadonlyArray<AnyRule>),
    table('Composite volume', COMPOSITE_LEADER, compositeRules as ReadonlyArray<AnyRule>),
  ].join('\n');
}
