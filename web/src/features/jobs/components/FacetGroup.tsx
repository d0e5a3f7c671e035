import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FacetCount } from '../api/types';
import { facetCount } from '../lib/facets';

export interface FacetOption {
  value: string;
  label: string;
}

interface FacetGroupProps {
  name: string;
  legend: string;
  options: readonly FacetOption[];
  counts: FacetCount[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** A checkbox list of one filter, each option with its facet count. */
export function FacetGroup({ name, legend, options, counts, selected, onChange }: FacetGroupProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((entry) => entry !== value));
  return (
    <fieldset className="facet" data-testid={`facet-${name}`}>
      <legend className="facet__legend">{legend}</legend>
      {options.length === 0 ? <p className="facet__empty">{t('common.noData')}</p> : null}
      <ul className="facet__list">
        {options.map((option) => {
          const id = `${baseId}-${option.value}`;
          const count = facetCount(counts, option.value);
          return (
            <li key={option.value}>
              <label htmlFor={id} className="facet__option">
                <input
                  id={id}
                  type="checkbox"
                  name={name}
                  value={option.value}
                  checked={selected.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                <span className="facet__label">{option.label}</span>
                {count !== undefined ? <span className="facet__count">{count}</span> : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
