// A list whose every row opens something: a page (`to`) or a choice (`onPick`). Each row is a list item holding one
// button or link, with a divider after it: axe's `list` rule wants only <li> straight inside a <ul>, and a row link
// put in the list itself broke it three times (the role's holders, the member's audit rows, the refund's payments).
import type { ReactNode } from 'react';
import { List, ListItem, ListItemButton } from '@mui/material';
import { LinkBase } from 'react-admin';

type Opens<T> = { to: (item: T) => string; onPick?: never } | { onPick: (item: T) => void; to?: never };

export type LinkListProps<T> = Opens<T> & {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The row's content: a ListItemText, with a chip or two after it. */
  children: (item: T) => ReactNode;
  /** `data-testid` of each row's button or link. */
  rowTestId?: string;
  dense?: boolean;
};

export function LinkList<T>({ items, itemKey, children, rowTestId, dense, ...opens }: LinkListProps<T>) {
  return (
    <List disablePadding dense={dense}>
      {items.map((item) => (
        <ListItem key={itemKey(item)} disablePadding divider>
          {opens.to ? (
            <ListItemButton component={LinkBase} to={opens.to(item)} data-testid={rowTestId}>
              {children(item)}
            </ListItemButton>
          ) : (
            <ListItemButton onClick={() => opens.onPick!(item)} data-testid={rowTestId}>
              {children(item)}
            </ListItemButton>
          )}
        </ListItem>
      ))}
    </List>
  );
}
