import { useId, type ReactNode } from 'react';

interface EditorTab {
  code: string;
  label: string;
  content: ReactNode;
}

/**
 * The house tabs' look (components/Tabs) with every panel kept mounted and only the active one shown: switching from
 * the details to the lessons and back keeps what the author typed but has not saved yet.
 */
export function EditorTabs({ tabs, active, onChange }: { tabs: readonly EditorTab[]; active: string; onChange: (code: string) => void }) {
  const baseId = useId();
  const current = tabs.find((tab) => tab.code === active)?.code ?? tabs[0]?.code;
  return (
    <div className="tabs">
      <div role="tablist" className="tabs__list">
        {tabs.map((tab) => (
          <button
            key={tab.code}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.code}`}
            aria-selected={tab.code === current}
            aria-controls={`${baseId}-panel-${tab.code}`}
            className={`tabs__tab${tab.code === current ? ' tabs__tab--active' : ''}`}
            onClick={() => onChange(tab.code)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.code} role="tabpanel" id={`${baseId}-panel-${tab.code}`} aria-labelledby={`${baseId}-tab-${tab.code}`} hidden={tab.code !== current}>
          {tab.content}
        </div>
      ))}
    </div>
  );
}
