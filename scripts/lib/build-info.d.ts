export declare function buildInfoDir(publicDir: string): string;
export declare function statsFile(publicDir: string): string;
