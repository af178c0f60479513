/**
 * Test support: how much memory a streaming operation keeps alive. Each sample collects garbage first, so that it
 * counts what is held (heap and Buffer memory), not what is waiting to be collected; the peak above the baseline is
 * what a streaming write or read must keep well below the size of the file.
 */
import v8 from "node:v8";
import vm from "node:vm";

v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

function liveBytes(): number {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

export class MemoryProbe {
  private readonly baseline = liveBytes();
  private highest = 0;

  sample(): void {
    this.highest = Math.max(this.highest, liveBytes() - this.baseline);
  }

  /** The most memory held above the baseline at any sample, in bytes. */
  get peakBytes(): number {
    return this.highest;
  }
}
