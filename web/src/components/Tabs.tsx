import { useId, type ReactNode } from 'react';

export interface TabItem {
  code: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  tabs: readonly TabItem[];
  active: string;
  onChange: (code: string) => void;
  /** Keep every panel mounted and hide the inactive ones, so a form's unsaved input survives a look at another tab. */
  keepMounted?: boolean;
}

export function Tabs({ tabs, active, onChange, keepMounted = false }: TabsProps) {
  const baseId = useId();
  const current = tabs.find((tab) => tab.code === active) ?? tabs[0];
  const panel = (tab: TabItem) => (
    <div key={tab.code} role="tabpanel" id={`${baseId}-panel-${tab.code}`} aria-labelledby={`${baseId}-tab-${tab.code}`} hidden={tab !== current}>
      {tab.content}
    </div>
  );
  return (
    <div className="tabs">
      <div role="tablist" className="tabs__list">
        {tabs.map((tab) => (
          <button
            key={tab.code}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.code}`}
            aria-selected={tab.code === current?.code}
            aria-controls={`${baseId}-panel-${tab.code}`}
            className={`tabs__tab${tab.code === current?.code ? ' tabs__tab--active' : ''}`}
            onClick={() => onChange(tab.code)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {keepMounted ? tabs.map(panel) : current ? panel(current) : null}
    </div>
  );
}
