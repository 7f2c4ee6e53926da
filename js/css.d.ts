// Lets TypeScript accept `import "./styles.css"`; esbuild bundles it into widget.css.
declare module "*.css";
