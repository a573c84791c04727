import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { installIntersectionObserver } from './intersection-observer';

// jsdom lacks a few browser APIs that antd and react-router use.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Routes are lazy chunks: on a busy 2-core CI machine the first import of a page (and antd under it)
// may take several seconds in a Jest worker. findBy* and waitFor wait up to 10 s everywhere, rather
// than a longer timeout sprinkled on the tests that happened to fail.
configure({ asyncUtilTimeout: 10_000 });

// The rest is for jsdom; a few tests run in Node (`@jest-environment node`) for its real fetch.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
  }

  installIntersectionObserver();

  // jsdom has no MessageChannel; antd's Select schedules opening and closing its list with one
  // (the plan set-up's area field, the admin's pickers).
  if (!('MessageChannel' in globalThis)) {
    class MessageChannelStub {
      port1: { onmessage: null | (() => void) } = { onmessage: null };
      port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.(), 0) };
    }
    Object.assign(globalThis, { MessageChannel: MessageChannelStub });
  }

  // jsdom does not implement getComputedStyle for pseudo-elements (antd measures the scrollbar).
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => getComputedStyle(element);

  afterEach(() => {
    window.localStorage.clear();
    // antd injects its CSS (about 240 KB of rules once a form dialog has opened) as <style> tags that
    // outlive the test. jsdom's getComputedStyle, which every *ByRole query calls on each element and
    // its ancestors, walks all of them: the next tests of the file ran 3 to 7 times slower and timed
    // out on a busy CI machine. What these tests check is the DOM and its accessibility, not antd's
    // styles, so they go after each test.
    document.head.querySelectorAll('style').forEach((style) => style.remove());
  });
}
