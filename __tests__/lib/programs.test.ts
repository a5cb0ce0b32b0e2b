import { programColor } from "../../src/lib/programs";

test("programColor hands the program colour to CSS as --program-color", () => {
  expect(programColor("#0e7c7b")).toEqual({ "--program-color": "#0e7c7b" });
});
