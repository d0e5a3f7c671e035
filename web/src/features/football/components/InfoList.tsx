import type { ReactNode } from 'react';

/** A definition list of label → value; empty values are left out. */
export function InfoList({ items, testId }: { items: readonly [string, ReactNode][]; testId?: string }) {
  const shown = items.filter(([, value]) => value !== '' && value !== null && value !== undefined && value !== false);
  return (
    <dl className="info-list" data-testid={testId}>
      {shown.map(([label, value]) => (
        <div key={label} className="info-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
