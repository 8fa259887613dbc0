/** The editor's height in pixels, toolbar included; the text scrolls inside it. Read without loading the editor. */
export const EDITOR_HEIGHT_PX = 500;
