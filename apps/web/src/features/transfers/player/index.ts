/** The player's and guardian's side of transfers: the items of /actions, "Your transfers" and Proceed with Transfer. */
export { TransferActionItem, type TransferActionItemProps } from './transfer-action-item';
export { YourTransfers } from './your-transfers';
export { TransferPage } from './transfer-page';
