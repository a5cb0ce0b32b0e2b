// Jest setup for every file of the e2e stage (jest.e2e.config.js): no test starts, and none ends
// green, while a host the tests need is down (hostWatch.ts).
import { failIfHostDown } from "./hostWatch";

beforeEach(failIfHostDown);
afterEach(failIfHostDown);
