// Every route at 1280 px, one visit each: see visitChecks.ts for what it checks and in which order.
import { defineVisitTests } from "./visitChecks";

defineVisitTests("desktop");
