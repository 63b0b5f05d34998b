/** The size of a node on the canvas, which the auto layout reserves for each node. */
export const NODE_WIDTH = 240;
export const NODE_HEIGHT = 76;
