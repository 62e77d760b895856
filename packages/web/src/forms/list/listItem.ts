import type { SxProps, Theme } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldDescriptor, ListFieldDescriptor } from '../fieldDescriptor.ts';

/**
 * What every item of a list is, however it is laid out (a card, an inline row, a grid row): a group named
 * after it, dragged where it may be, with its fields, its drag handle and its buttons made by the list.
 */
export interface ListItemLayout {
  field: ListFieldDescriptor;
  itemPath: string;
  index: number;
  itemLabel: string;
  /** The group's attributes: role, name, test id and the drag-and-drop handlers. */
  groupProps: Record<string, unknown>;
  /** The line shown where a dragged item would land. */
  dropLine: SxProps<Theme>;
  fieldInput(child: FieldDescriptor): ReactNode;
  /** The drag handle, where items can be dragged. */
  handle: ReactNode;
  /** Up, down, duplicate and remove (cards and inline rows). */
  moves: ReactNode;
  /** The remove button alone (grid rows, moved by dragging). */
  remove: ReactNode;
}
