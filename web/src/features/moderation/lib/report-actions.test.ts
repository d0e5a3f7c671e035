import { describe, expect, it } from 'vitest';
import { actionsFor } from './report-actions';

describe('actionsFor', () => {
  it('offers hide, suspend and dismiss on an open report of a shown object with an owner', () => {
    expect(actionsFor({ status: 'open', objectHidden: false, ownerUserId: 7 })).toEqual(['hide', 'suspend', 'dismiss']);
  });

  it('offers only restore once the report hid the object', () => {
    expect(actionsFor({ status: 'hidden', objectHidden: true, ownerUserId: 7 })).toEqual(['restore']);
  });

  it('offers restore, suspend and dismiss on an open report of an object another report hid', () => {
    expect(actionsFor({ status: 'open', objectHidden: true, ownerUserId: 7 })).toEqual(['restore', 'suspend', 'dismiss']);
  });

  it('offers no suspend when the object has no owner', () => {
    expect(actionsFor({ status: 'open', objectHidden: false, ownerUserId: null })).toEqual(['hide', 'dismiss']);
  });

  it('offers nothing on a settled report of a shown object', () => {
    expect(actionsFor({ status: 'restored', objectHidden: false, ownerUserId: 7 })).toEqual([]);
    expect(actionsFor({ status: 'dismissed', objectHidden: false, ownerUserId: 7 })).toEqual([]);
    expect(actionsFor({ status: 'suspended', objectHidden: false, ownerUserId: 7 })).toEqual([]);
  });
});
