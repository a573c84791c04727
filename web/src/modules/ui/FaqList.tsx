import { Collapse } from 'antd';
import type { ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/** Questions and answers; one answer open at a time (spec section 2, FAQ). */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <Collapse
      accordion
      className="fs-faq"
      items={items.map((item, i) => ({ key: String(i), label: item.question, children: item.answer }))}
    />
  );
}
