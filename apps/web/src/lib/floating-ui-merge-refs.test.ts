import { renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs } from './floating-ui-merge-refs';

describe("useMergeRefs (the scroll area's merged refs without the floating layer)", () => {
  it('hands the node to an object ref and a callback ref, and null to both when it goes', () => {
    const objectRef = createRef<HTMLDivElement>();
    const callbackRef = vi.fn();
    const { result } = renderHook(() => useMergeRefs([objectRef, callbackRef, undefined]));
    const node = document.createElement('div');
    const merged = result.current as (value: HTMLDivElement | null) => void;
    merged(node);
    expect(objectRef.current).toBe(node);
    expect(callbackRef).toHaveBeenLastCalledWith(node);
    merged(null);
    expect(objectRef.current).toBeNull();
    expect(callbackRef).toHaveBeenLastCalledWith(null);
  });
});
