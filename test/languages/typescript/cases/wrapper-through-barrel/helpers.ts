// The helpers' one entry point: the registration functions live in their own module.
export { registerLoggedTool, registerTextTool } from './registration';
