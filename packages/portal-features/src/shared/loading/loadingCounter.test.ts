import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingCounter } from './loadingCounter';

describe('loading counter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows while requests run and at least 200 ms', () => {
    const counter = createLoadingCounter();
    counter.start();
    expect(counter.isVisible()).toBe(true);
    vi.advanceTimersByTime(50);
    counter.end();
    expect(counter.isVisible()).toBe(true);
    vi.advanceTimersByTime(149);
    expect(counter.isVisible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(counter.isVisible()).toBe(false);
  });

  it('hides at once when the requests took longer than the minimum', () => {
    const counter = createLoadingCounter();
    counter.start();
    vi.advanceTimersByTime(500);
    counter.end();
    expect(counter.isVisible()).toBe(false);
  });

  it('stays visible until the last of several requests ends', () => {
    const counter = createLoadingCounter();
    counter.start();
    counter.start();
    vi.advanceTimersByTime(300);
    counter.end();
    expect(counter.count).toBe(1);
    expect(counter.isVisible()).toBe(true);
    counter.end();
    expect(counter.isVisible()).toBe(false);
  });

  it('never counts below zero', () => {
    const counter = createLoadingCounter();
    counter.end();
    counter.end();
    expect(counter.count).toBe(0);
    counter.start();
    expect(counter.count).toBe(1);
  });

  it('keeps showing when a new request starts during the minimum time', () => {
    const counter = createLoadingCounter();
    const listener = vi.fn();
    counter.subscribe(listener);
    counter.start();
    counter.end();
    vi.advanceTimersByTime(100);
    counter.start();
    vi.advanceTimersByTime(200);
    expect(counter.isVisible()).toBe(true);
    counter.end();
    expect(counter.isVisible()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
