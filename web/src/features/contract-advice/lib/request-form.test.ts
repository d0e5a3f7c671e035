import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { requestSchema } from './request-form';

const t = i18next.t.bind(i18next);
const now = new Date('2027-03-10T09:00:00Z');
const pdf = (size = 1000, name = 'contract.pdf', type = 'application/pdf') => {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const errorsOf = async (values: Record<string, unknown>) => {
  try {
    await requestSchema(t, now).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { inner: { path: string }[] }).inner.map((inner) => inner.path).sort();
  }
};

describe('the new-request form rules (the same as the API)', () => {
  it('accepts a PDF, questions and a deadline after today', async () => {
    expect(await errorsOf({ file: pdf(), questions: 'Is clause 4 fair?', deadline: '2027-03-11' })).toEqual([]);
  });

  it('asks for every field', async () => {
    expect(await errorsOf({ file: null, questions: '   ', deadline: '' })).toEqual(['deadline', 'file', 'questions']);
  });

  it('refuses another type, a file over 20 MB, and a deadline of today or before', async () => {
    expect(await errorsOf({ file: pdf(1000, 'contract.png', 'image/png'), questions: 'q', deadline: '2027-03-11' })).toEqual(['file']);
    expect(await errorsOf({ file: pdf(20 * 1024 * 1024 + 1), questions: 'q', deadline: '2027-03-11' })).toEqual(['file']);
    expect(await errorsOf({ file: pdf(20 * 1024 * 1024), questions: 'q', deadline: '2027-03-10' })).toEqual(['deadline']);
  });
});
