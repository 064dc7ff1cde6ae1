import DeletePayslipTool from './delete-payslip.tool';
import ListPayslipsTool from './list-payslips.tool';

export const PayrollTools = [ListPayslipsTool, DeletePayslipTool];
