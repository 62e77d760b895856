import type { Ref, TextareaHTMLAttributes } from 'react';

// MUI's multi-line fields size themselves by copying the text into a hidden textarea and measuring it: a
// forced layout on every render and every key, which a form of many such fields pays many times over.
// Where the browser can grow a textarea with its text (`field-sizing: content`), a plain one is used.

const growsByItself = typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content');

/** Matches MUI's input line height, so that `minRows` means what MUI's own textarea makes of it. */
const LINE_HEIGHT_EM = 1.4375;

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref?: Ref<HTMLTextAreaElement>;
  minRows?: number;
};

function GrowingTextarea({ minRows = 1, style, ...props }: TextareaProps) {
  return (
    <textarea
      {...props}
      rows={minRows}
      style={{ fieldSizing: 'content', minHeight: `${minRows * LINE_HEIGHT_EM}em`, ...style }}
    />
  );
}

export interface GrowingTextareaProps {
  /** For MUI's own textarea only. */
  minRows?: number;
  input?: { inputComponent: typeof GrowingTextarea };
  htmlInput: { minRows?: number };
}

/**
 * What makes a multi-line TextField at least `minRows` lines high and grow with its text: `minRows` for the
 * field, `input` and `htmlInput` for its slot props.
 */
export function growingTextarea(minRows: number): GrowingTextareaProps {
  return growsByItself
    ? { input: { inputComponent: GrowingTextarea }, htmlInput: { minRows } }
    : { minRows, htmlInput: {} };
}
