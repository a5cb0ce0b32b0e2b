// Every route at 375 px, one visit each: see visitChecks.ts for what it checks and in which order.
import { defineVisitTests } from "./visitChecks";

defineVisitTests("mobile");
