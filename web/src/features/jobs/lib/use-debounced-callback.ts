// The hook lives in lib/hooks (the football filters use it too); this path stays for the jobs screens' imports.
export { useDebouncedCallback } from '../../../lib/hooks/useDebouncedCallback';
