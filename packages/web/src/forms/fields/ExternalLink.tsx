import { Link } from '@mui/material';

/** A link out of Fontes, opened in a new tab. */
export function ExternalLink({ href, text }: { href: string; text: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'break-word' }}>
      {text}
    </Link>
  );
}
