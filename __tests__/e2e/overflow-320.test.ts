// No horizontal scrolling on any route at 320 px.
import { defineOverflowTests } from "./qualityChecks";

defineOverflowTests();
