import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from './save-blob';

describe('saveBlob', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a temporary download link named after the file and releases the blob later', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:receipt');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });

    saveBlob(new Blob(['%PDF']), 'receipt-R-1.pdf');

    expect(clicked).toEqual([{ download: 'receipt-R-1.pdf', href: 'blob:receipt' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:receipt');
  });
});
