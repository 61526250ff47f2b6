import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRecordDrawer } from './use-record-drawer';

type TRecord = { id: number; name: string };
const RECORD: TRecord = { id: 7, name: 'Seven' };

describe('useRecordDrawer', () => {
  it('starts closed with no record', () => {
    const { result } = renderHook(() => useRecordDrawer<TRecord>());
    expect(result.current.opened).toBe(false);
    expect(result.current.record).toBeNull();
  });

  it('opens on a new record with null', () => {
    const { result } = renderHook(() => useRecordDrawer<TRecord>());
    act(() => result.current.open(null));
    expect(result.current.opened).toBe(true);
    expect(result.current.record).toBeNull();
  });

  it('opens on a record, and a new record after it forgets the old one', () => {
    const { result } = renderHook(() => useRecordDrawer<TRecord>());
    act(() => result.current.open(RECORD));
    expect(result.current.opened).toBe(true);
    expect(result.current.record).toBe(RECORD);
    act(() => result.current.open(null));
    expect(result.current.record).toBeNull();
  });

  it('keeps the record while closed, for the closing transition', () => {
    const { result } = renderHook(() => useRecordDrawer<TRecord>());
    act(() => result.current.open(RECORD));
    act(() => result.current.close());
    expect(result.current.opened).toBe(false);
    expect(result.current.record).toBe(RECORD);
  });

  it('keeps open and close the same functions across renders', () => {
    const { result } = renderHook(() => useRecordDrawer<TRecord>());
    const { open, close } = result.current;
    act(() => open(RECORD));
    act(() => close());
    expect(result.current.open).toBe(open);
    expect(result.current.close).toBe(close);
  });
});
