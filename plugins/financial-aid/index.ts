// The financial-aid plugin's public entry: what other plugins, scripts and tests use of it.
// Gatsby loads gatsby-node.ts itself; everything else goes through here.
export {
  aidAmountText,
  aidItems,
  aidList,
  costRow,
  costTable,
  sourceHost,
  type AidItem,
  type AidListItem,
  type CostRow,
  type CostCopy,
  type CostTable,
  type MoneyRules,
} from "./programCost";
