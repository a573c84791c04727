/**
 * jsdom has no IntersectionObserver. This one never reports anything near the screen, like a
 * visitor who has not scrolled yet; `revealAll()` is the visitor scrolling down (lazy sections load).
 */
type Callback = (entries: Partial<IntersectionObserverEntry>[], observer: unknown) => void;

const observers = new Set<IntersectionObserverStub>();

class IntersectionObserverStub {
  private targets: Element[] = [];
  constructor(private readonly callback: Callback) {}
  observe(target: Element) {
    this.targets.push(target);
    observers.add(this);
  }
  unobserve(target: Element) {
    this.targets = this.targets.filter((t) => t !== target);
  }
  disconnect() {
    observers.delete(this);
  }
  takeRecords() {
    return [];
  }
  reveal() {
    this.callback(this.targets.map((target) => ({ target, isIntersecting: true })), this);
  }
}

export function installIntersectionObserver(): void {
  Object.assign(window, { IntersectionObserver: IntersectionObserverStub });
}

/** Everything watched comes into view. Call inside act(). */
export function revealAll(): void {
  [...observers].forEach((o) => o.reveal());
}
