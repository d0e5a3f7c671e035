import { useState, type FormEvent } from 'react';

/** A list's search text: typed freely, applied when the filters form is submitted. */
export function useSearchDraft(applied: string, apply: (q: string) => void) {
  const [search, setSearch] = useState(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(search.trim());
  };
  return { search, setSearch, submit };
}

export function SearchField({ label, value, onChange, testId }: { label: string; value: string; onChange: (value: string) => void; testId?: string }) {
  return (
    <label>
      {label}
      <input type="search" value={value} maxLength={120} onChange={(event) => onChange(event.target.value)} data-testid={testId} />
    </label>
  );
}
