import type { PipelineView } from '../api/types';

const STORAGE_KEY = 'fj.pipeline.view';
/** Below this width the list reads better than seven-plus columns scrolled sideways (docs/employer-area.md). */
const NARROW_QUERY = '(max-width: 767px)';

const isView = (value: unknown): value is PipelineView => value === 'board' || value === 'list';

/** The view the URL names, else the one last chosen on this device, else the board on a wide screen and the list on a phone. */
export function resolvePipelineView(fromUrl: string | null): PipelineView {
  if (isView(fromUrl)) return fromUrl;
  try {
    const remembered = window.localStorage.getItem(STORAGE_KEY);
    if (isView(remembered)) return remembered;
  } catch {
    // Storage may be blocked; fall through to the default.
  }
  if (typeof window.matchMedia !== 'function') return 'list';
  return window.matchMedia(NARROW_QUERY).matches ? 'list' : 'board';
}

export function rememberPipelineView(view: PipelineView): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, view);
  } catch {
    // Not remembered; the URL still says which.
  }
}
