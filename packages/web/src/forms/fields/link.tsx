import { Typography } from '@mui/material';
import type { LinkFieldDescriptor } from '../fieldDescriptor.ts';
import { ExternalLink } from './ExternalLink.tsx';
import type { FieldTypeModule, FieldViewProps } from './fieldType.ts';

/** A view-only `{ text, href }`: linked where it points, as text where it points nowhere. */
function LinkView({ value }: FieldViewProps<LinkFieldDescriptor>) {
  const link = value as { text: string; href: string | null };
  return link.href ? (
    <ExternalLink href={link.href} text={link.text} />
  ) : (
    <Typography sx={{ overflowWrap: 'break-word' }}>{link.text}</Typography>
  );
}

/** A value a view derives (a source's reference), never edited: no input, nothing in the form. */
export const linkField: FieldTypeModule<LinkFieldDescriptor> = {
  View: LinkView,
  empty: () => null,
  formValue: (_field, value) => value ?? null,
};
