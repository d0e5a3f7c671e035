/** One headline figure of a `dl.admin-figures` (numbers large, text smaller). */
export function Figure({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div className={typeof value === 'string' ? 'admin-figure admin-figure--text' : 'admin-figure'} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
