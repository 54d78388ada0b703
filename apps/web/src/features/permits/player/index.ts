/** The player's and guardian's side of permits: the item of /actions, the permit page and the valid permits on Your Roles. */
export { PermitActionItem, type PermitActionItemProps } from './permit-action-item';
export { PermitPage } from './permit-page';
export { ValidPermits, type ValidPermitsProps } from './valid-permits';
