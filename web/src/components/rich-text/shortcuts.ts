const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent);

/** "Mod-Shift-8" as people read it on their keyboard: "Ctrl+Shift+8", or "⌘⇧8" on Apple devices. */
export function shortcutLabel(keys: string): string {
  const apple = isApple();
  const parts = keys.split('-').map((part) => {
    if (part === 'Mod') return apple ? '⌘' : 'Ctrl';
    if (part === 'Alt') return apple ? '⌥' : 'Alt';
    if (part === 'Shift') return apple ? '⇧' : 'Shift';
    return part.length === 1 ? part.toUpperCase() : part;
  });
  return parts.join(apple ? '' : '+');
}

/** The button's title: its name and, when it has one, its shortcut. */
export const titleWithShortcut = (label: string, keys?: string) => (keys ? `${label} (${shortcutLabel(keys)})` : label);
