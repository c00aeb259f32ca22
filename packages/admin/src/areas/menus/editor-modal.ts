/** Spec §9: the menu editors' modals (the tree item's and the tile's) are 503 px wide. */
export const EDITOR_MODAL_WIDTH_PX = 503;
