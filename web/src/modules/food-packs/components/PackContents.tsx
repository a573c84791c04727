import { useId, useState } from 'react';
import { Button } from '../../ui/Button';

export interface PackItem {
  id: string;
  text: string;
}

export interface PackContentsProps {
  items: readonly PackItem[];
  /**
   * How many items show before the rest are folded behind '+N more' (a button that unfolds them
   * in place, and folds them again). Leave it out to list every item.
   */
  folded?: number;
  className?: string;
}

/**
 * What a pack holds, in full (issue 29: the '+N more' of a card used to be plain text). The one
 * list a pack's contents are shown with: its card, its own page, the 'Available Food Packs'
 * list and the plan set-up.
 */
export function PackContents({ items, folded, className = 'fs-pack-contents' }: PackContentsProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const more = folded === undefined ? 0 : items.length - folded;
  const shown = more > 0 && !open ? items.slice(0, folded) : items;
  return (
    <>
      <ul id={listId} className={className}>
        {shown.map((item) => (
          <li key={item.id}>{item.text}</li>
        ))}
      </ul>
      {more > 0 && (
        <Button type="link" className="fs-pack-contents__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
          {open ? 'Show fewer items' : `+${more} more item${more === 1 ? '' : 's'}`}
        </Button>
      )}
    </>
  );
}
