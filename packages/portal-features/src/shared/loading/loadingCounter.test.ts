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

  it('gives way after 3 s to a request that does not end, and shows again for a new one', () => {
    const counter = createLoadingCounter();
    counter.start();
    vi.advanceTimersByTime(2999);
    expect(counter.isVisible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(counter.isVisible()).toBe(false);
    expect(counter.count).toBe(1);
    const ticket = counter.start();
    expect(counter.isVisible()).toBe(true);
    vi.advanceTimersByTime(300);
    counter.end(ticket);
    // The hung request still counts, but it no longer holds the overlay.
    expect(counter.count).toBe(1);
    expect(counter.isVisible()).toBe(false);
  });

  it('ends the request whose ticket it is given, and each only once', () => {
    const counter = createLoadingCounter();
    const first = counter.start();
    vi.advanceTimersByTime(2000);
    const second = counter.start();
    counter.end(second);
    counter.end(second);
    expect(counter.count).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(counter.isVisible()).toBe(false);
    counter.end(first);
    expect(counter.count).toBe(0);
  });
});
