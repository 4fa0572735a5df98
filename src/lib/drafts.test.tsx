import { act, renderHook } from '@testing-library/react';
import { useForm } from '@mantine/form';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, useDraft, writeDraft } from './drafts';
import { userIdAtom } from './session';

afterEach(() => sessionStorage.clear());

function wrapperFor(userId: string | null) {
  const store = createStore();
  store.set(userIdAtom, userId);
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

function useProfileForm() {
  const form = useForm({ initialValues: { name: '', secret: '' } });
  const draft = useDraft('test.profile', form, { exclude: ['secret'] });
  return { form, draft };
}

describe('drafts', () => {
  it('belong to their owner', () => {
    writeDraft('k', '10001', { a: 1 });
    expect(readDraft('k', '10001')).toEqual({ a: 1 });
    expect(readDraft('k', '10002')).toBeNull();
    clearDraft('k');
    expect(readDraft('k', '10001')).toBeNull();
  });

  it('keep what is typed, minus excluded fields, and restore it on the next mount', () => {
    const wrapper = wrapperFor('10001');
    const first = renderHook(useProfileForm, { wrapper });
    act(() => first.result.current.form.setValues({ name: 'Lin', secret: 'pw' }));
    expect(readDraft('test.profile', '10001')).toEqual({ name: 'Lin' });
    first.unmount();

    const again = renderHook(useProfileForm, { wrapper });
    expect(again.result.current.form.values).toEqual({ name: 'Lin', secret: '' });
  });

  it('are not shown to another member', () => {
    writeDraft('test.profile', '10001', { name: 'Lin' });
    const other = renderHook(useProfileForm, { wrapper: wrapperFor('10002') });
    expect(other.result.current.form.values.name).toBe('');
  });

  it('are gone once cleared (the form was sent)', () => {
    const { result } = renderHook(useProfileForm, { wrapper: wrapperFor('10001') });
    act(() => result.current.form.setFieldValue('name', 'Lin'));
    act(() => result.current.draft.clear());
    act(() => result.current.form.setFieldValue('name', 'Lin X'));
    expect(readDraft('test.profile', '10001')).toBeNull();
  });

  it('drop a stored draft that is not a draft, and the fields that do not fit the form', () => {
    sessionStorage.setItem('draft:test.profile', JSON.stringify({ owner: '10001', values: 'x' }));
    expect(readDraft('test.profile', '10001')).toBeNull();
    sessionStorage.setItem('draft:test.profile', '{not json');
    expect(readDraft('test.profile', '10001')).toBeNull();
    sessionStorage.setItem(
      'draft:test.profile',
      JSON.stringify({ owner: '10001', values: { name: { evil: true }, extra: 'x' } }),
    );
    const { result } = renderHook(useProfileForm, { wrapper: wrapperFor('10001') });
    expect(result.current.form.values).toEqual({ name: '', secret: '' });
  });
});
