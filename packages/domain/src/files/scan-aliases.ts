import type { ScoringCode } from '../codes.ts';

// The names scans give their parts (German, Italian, Latin, English, the usual abbreviations) by the
// code they shorten to. Matched word by word after folding case and accents, with dots, apostrophes,
// hyphens and underscores read as spaces: `Vl.`, `VL`, `Flöte`, `Oboe d'amore` need no entries.
// `score` is the full score, not a scoring code: it sorts before every part.

export const SCORE = 'score';
export type ScanPartCode = ScoringCode | typeof SCORE;

// biome-ignore format: one row per code reads better than one alias per line
export const scanAliases: Record<string, readonly string[]> = {
  score: ['partitur', 'partitura', 'score', 'full score', 'partit'],
  sop: ['soprano', 'sopran', 'canto', 'cantus', 'discantus', 'diskant', 'sop'],
  alt: ['alto', 'alt', 'altus', 'contralto'],
  ten: ['tenore', 'tenor', 'ten'],
  // Alone, `Basso` is the voice beside Canto, Alto, Tenore; the instrumental bass names itself
  // (`Basso continuo`, `Bc`, `Continuo`, `Violone`, `Generalbass`).
  bas: ['basso', 'bass', 'bassus', 'bas'],
  coro: ['coro', 'chor', 'chorus'],
  picc: ['piccolo', 'ottavino', 'picc'],
  fl: ['flauto', 'flauti', 'flauto traverso', 'traverso', 'traversa', 'flote', 'floete', 'querflote', 'flute', 'fl'],
  'fl-dolce': ['flauto dolce', 'blockflote', 'blockfloete', 'recorder', 'fl dolce'],
  ob: ['oboe', 'oboi', 'hautbois', 'ob'],
  'ob-d-amore': ['oboe d amore', 'ob d amore', 'oboe damore'],
  'ob-da-caccia': ['oboe da caccia', 'ob da caccia'],
  'corno-inglese': ['corno inglese', 'englischhorn', 'cor ingl', 'corno ingl'],
  cl: ['clarinetto', 'clarinetti', 'klarinette', 'clarinet', 'cl', 'clar'],
  'cl-basso': ['clarinetto basso', 'bassklarinette', 'cl basso'],
  'corno-di-bassetto': ['corno di bassetto', 'bassetthorn'],
  fga: ['fagotto', 'fagotti', 'fagott', 'bassoon', 'fag', 'fg', 'fga'],
  cfg: ['contrafagotto', 'kontrafagott', 'cfg'],
  cor: ['corno', 'corni', 'horn', 'horner', 'hoerner', 'cor', 'cr'],
  clno: ['clarino', 'clarini', 'clno'],
  tr: ['tromba', 'trombe', 'trompete', 'trompeten', 'trumpet', 'tromp', 'trp', 'tr'],
  cnto: ['cornetto', 'zink', 'cnto'],
  trb: ['trombone', 'tromboni', 'posaune', 'posaunen', 'trb', 'trbn'],
  timp: ['timpani', 'timpano', 'tympani', 'tympano', 'pauken', 'pauke', 'timp', 'tymp'],
  hp: ['arpa', 'harfe', 'harp', 'hp'],
  lt: ['liuto', 'laute', 'lute', 'lt'],
  tiorba: ['tiorba', 'theorbe', 'theorbo'],
  org: ['organo', 'orgel', 'organ', 'org'],
  cemb: ['cembalo', 'clavicembalo', 'harpsichord', 'cemb'],
  pf: ['pianoforte', 'klavier', 'piano', 'pf'],
  vl: ['violino', 'violini', 'violine', 'violinen', 'violin', 'vl', 'vln', 'vn'],
  vla: ['viola', 'viole', 'bratsche', 'vla', 'va'],
  'vla-d-amore': ['viola d amore', 'vla d amore'],
  vdg: ['viola da gamba', 'gambe', 'viola di gamba', 'vdg'],
  vlc: ['violoncello', 'violoncelli', 'cello', 'violonc', 'vc', 'vlc'],
  vlne: ['violone', 'vlne'],
  cb: ['contrabbasso', 'contrabasso', 'kontrabass', 'double bass', 'cb'],
  bc: ['basso continuo', 'continuo', 'bc', 'b c', 'basso cont', 'generalbass', 'fondamento'],
};
