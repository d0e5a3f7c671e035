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
}

export function Tabs({ tabs, active, onChange }: TabsProps) {
  const baseId = useId();
  const current = tabs.find((tab) => tab.code === active) ?? tabs[0];
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
      {current ? (
        <div role="tabpanel" id={`${baseId}-panel-${current.code}`} aria-labelledby={`${baseId}-tab-${current.code}`}>
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
