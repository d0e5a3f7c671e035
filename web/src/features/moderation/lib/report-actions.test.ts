import { describe, expect, it } from 'vitest';
import { actionsFor } from './report-actions';

describe('actionsFor', () => {
  it('offers hide, suspend and dismiss on an open report of a shown object with an owner', () => {
    expect(actionsFor({ status: 'open', objectHidden: false, ownerUserId: 7 })).toEqual(['hide', 'suspend', 'dismiss']);
  });

  it('offers restore (and still suspend) once the object is hidden', () => {
    expect(actionsFor({ status: 'hidden', objectHidden: true, ownerUserId: 7 })).toEqual(['restore', 'suspend']);
  });

  it('offers no suspend when the object has no owner', () => {
    expect(actionsFor({ status: 'open', objectHidden: false, ownerUserId: null })).toEqual(['hide', 'dismiss']);
  });

  it('lets a restored object be hidden again, and a dismissed report nothing but restore when hidden', () => {
    expect(actionsFor({ status: 'restored', objectHidden: false, ownerUserId: 7 })).toEqual(['hide']);
    expect(actionsFor({ status: 'dismissed', objectHidden: false, ownerUserId: 7 })).toEqual([]);
  });
});
