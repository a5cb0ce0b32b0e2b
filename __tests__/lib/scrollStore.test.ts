import { getScrollY, scrollSubscriberCount, subscribeScroll } from "../../src/lib/scrollStore";

function setScrollY(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
}

describe("scrollStore: one passive, rAF-throttled scroll listener", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setScrollY(0);
  });
  afterEach(() => jest.useRealTimers());

  it("shares one passive window listener between subscribers and removes it with the last", () => {
    const add = jest.spyOn(window, "addEventListener");
    const remove = jest.spyOn(window, "removeEventListener");
    const a = subscribeScroll(jest.fn());
    const b = subscribeScroll(jest.fn());
    const scrollAdds = add.mock.calls.filter(([type]) => type === "scroll");
    expect(scrollAdds).toHaveLength(1);
    expect(scrollAdds[0][2]).toEqual({ passive: true });
    expect(scrollSubscriberCount()).toBe(2);
    a();
    expect(remove.mock.calls.filter(([type]) => type === "scroll")).toHaveLength(0);
    b();
    expect(remove.mock.calls.filter(([type]) => type === "scroll")).toHaveLength(1);
    expect(scrollSubscriberCount()).toBe(0);
    add.mockRestore();
    remove.mockRestore();
  });

  it("notifies at most once per animation frame, with the latest offset", () => {
    const listener = jest.fn();
    const stop = subscribeScroll(listener);
    setScrollY(10);
    window.dispatchEvent(new Event("scroll"));
    setScrollY(20);
    window.dispatchEvent(new Event("scroll"));
    setScrollY(30);
    window.dispatchEvent(new Event("scroll"));
    expect(listener).not.toHaveBeenCalled(); // nothing happens until the frame
    jest.advanceTimersByTime(16);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(30);
    expect(getScrollY()).toBe(30);
    stop();
  });

  it("starts from the current offset when the page is already scrolled (reload, Back)", () => {
    setScrollY(400);
    const stop = subscribeScroll(jest.fn());
    expect(getScrollY()).toBe(400);
    stop();
  });
});
