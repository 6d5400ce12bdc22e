export declare function formatSeconds(seconds: number): string
