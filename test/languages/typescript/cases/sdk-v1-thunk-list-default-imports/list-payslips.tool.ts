import { makeTool } from './make-tool';
import { ListPayslipsArgs } from './paging';

const ListPayslipsTool = makeTool('list-payslips', 'Lists the payslips of one employee, newest first by default.', ListPayslipsArgs.shape, async () => ({ content: [] }));

export default ListPayslipsTool;
